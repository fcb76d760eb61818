import { useLingui } from '@lingui/react/macro'
import { DropdownMenu } from 'radix-ui'
import type { ReactNode } from 'react'
import { buttonClass } from './button'
import './action-menu.css'
import '../lib/i18n/shared-catalog'

export interface ActionMenuItem {
  key: string
  label: ReactNode
  onSelect(): void
  disabled?: boolean
  /** Deleting and the like: drawn in the danger colour. */
  danger?: boolean
}

/**
 * "Mais ações": the less used actions of a card behind one menu button, so a long list stays short on a phone.
 * The menu (radix-ui) opens with Enter/Space/arrow keys, moves with the arrows, closes with Escape and gives the
 * focus back to its button, so the advertiser keeps their place in the list.
 */
export function ActionMenu({
  items,
  label,
  disabled,
}: {
  items: ActionMenuItem[]
  /** The button's accessible name, e.g. "Mais ações para Casa no Centro". */
  label?: string
  disabled?: boolean
}) {
  const { t } = useLingui()
  if (items.length === 0) return null
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={buttonClass({ small: true, variant: 'ghost' }, 'action-menu-trigger')}
        aria-label={label}
        disabled={disabled}
      >
        {t`Mais ações`} <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="action-menu" align="end" sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              className={item.danger ? 'action-menu-item action-menu-danger' : 'action-menu-item'}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
