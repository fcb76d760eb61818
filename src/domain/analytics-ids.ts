// The trackers' ids as the website settings hold them. Ids go into script URLs and decide which third-party hosts
// the Content Security Policy allows: only their documented shapes count as set.

export const analyticsIdValid = {
  tag: (id: string) => /^G-[A-Z0-9]{4,20}$/.test(id),
  pixel: (id: string) => /^\d{6,20}$/.test(id),
  manager: (id: string) => /^GTM-[A-Z0-9]{4,12}$/.test(id),
}
