import type { CardFact } from '../listing-kind'
import './key-facts.css'

/**
 * The few facts a buyer decides on, as a row of icons right under the price (on a phone, still on the first
 * screen): a property's rooms and area, a vehicle's year and mileage. The kind chooses them.
 */
export function KeyFacts({ facts, label }: { facts: CardFact[]; label: string }) {
  if (facts.length === 0) return null
  return (
    <ul className="key-facts" aria-label={label}>
      {facts.map((fact) => (
        <li key={fact.key}>
          {fact.icon}
          <span>{fact.text}</span>
        </li>
      ))}
    </ul>
  )
}
