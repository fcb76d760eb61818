const MB = 1_000_000

/** A size as a phone's settings show it: "≈ 4,2 MB", "≈ 350 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= MB) {
    return `${(bytes / MB).toLocaleString('pt-BR', { maximumFractionDigits: bytes >= 10 * MB ? 0 : 1 })} MB`
  }
  return `${Math.max(1, Math.round(bytes / 1000)).toLocaleString('pt-BR')} KB`
}
