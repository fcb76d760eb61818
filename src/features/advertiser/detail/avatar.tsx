import type { Image } from '../../../domain/media'

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('')

/** The advertiser's photo, or their initials on the brand colour. */
export function Avatar({ name, image, size = 56 }: { name: string; image: Image | null; size?: number }) {
  if (image) {
    return (
      <img
        className="avatar"
        src={`${image.base}/320.webp`}
        width={size}
        height={size}
        alt=""
        loading="lazy"
        decoding="async"
      />
    )
  }
  return (
    <span
      className="avatar avatar-initials"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  )
}
