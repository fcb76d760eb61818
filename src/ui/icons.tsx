import type { SVGProps } from 'react'

// A few stroked 24px icons, inline so no icon font or request is needed. Decorative: hidden from assistive tech.
export type IconProps = SVGProps<SVGSVGElement> & { size?: number }

export function Icon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export const BedIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 18V6M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01" />
  </Icon>
)
export const BathIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V5a2 2 0 0 1 3.5-1.3M7 19l-1 2M17 19l1 2" />
  </Icon>
)
export const CarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 16h14M5 16v2M19 16v2M4 16v-4l2-5h12l2 5v4M4 12h16M7.5 14h.01M16.5 14h.01" />
  </Icon>
)
export const AreaIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4h16v16H4zM4 9h3M4 14h3M9 4v3M14 4v3" />
  </Icon>
)
export const PinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </Icon>
)
export const CalendarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
  </Icon>
)
export const GaugeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 18a9 9 0 1 1 15 0M12 14l4-5" />
    <circle cx="12" cy="14" r="1.5" />
  </Icon>
)
export const FuelIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M3 21h12M4 10h10M14 8l3 3v6a1.5 1.5 0 0 0 3 0V8l-3-3" />
  </Icon>
)
export const GearIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 4v16M12 4v16M18 4v8H6" />
  </Icon>
)
export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </Icon>
)
export const ArrowUpIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
)
