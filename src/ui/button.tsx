import type { ButtonHTMLAttributes } from 'react'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'whatsapp'

export interface ButtonStyle {
  variant?: ButtonVariant
  block?: boolean
  small?: boolean
}

/** Class names for anything that should look like a button (buttons, router links, anchors). */
export function buttonClass({ variant = 'primary', block, small }: ButtonStyle = {}, extra?: string): string {
  return ['btn', `btn-${variant}`, block && 'btn-block', small && 'btn-sm', extra].filter(Boolean).join(' ')
}

export function Button({
  variant,
  block,
  small,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, block, small }, className)} {...props} />
}
