import { describe, expect, it } from 'vitest'
import { formatArea, formatMileage, formatNumber, formatPercent, formatPrice } from './format'
import { phoneDigits } from './phone-digits'
import { formatDate, formatDateTime, formatDayMonth, formatLongDate } from './dates'

describe('format', () => {
  it('formats prices in reais with a normal space, or Sob consulta', () => {
    expect(formatPrice(350000)).toBe('R$ 350.000,00')
    expect(formatPrice(1250.5)).toBe('R$ 1.250,50')
    expect(formatPrice(0)).toBe('R$ 0,00')
    expect(formatPrice(null)).toBe('Sob consulta')
    expect(formatPrice(undefined)).toBe('Sob consulta')
  })

  it('formats areas, numbers and mileage the Brazilian way', () => {
    expect(formatArea(120)).toBe('120 m²')
    expect(formatArea(85.5)).toBe('85,5 m²')
    expect(formatArea(1200)).toBe('1.200 m²')
    expect(formatNumber(1234567)).toBe('1.234.567')
    expect(formatMileage(45000)).toBe('45.000 km')
  })

  it('formats dates in pt-BR in the region time zone', () => {
    expect(formatDate('2025-11-21T12:00:00Z')).toBe('21/11/2025')
    // 01:00 UTC is still the 20th in Bahia (UTC-3).
    expect(formatDate('2025-11-21T01:00:00Z')).toBe('20/11/2025')
    expect(formatLongDate('2025-03-05T12:00:00Z')).toBe('5 de março de 2025')
    expect(formatDateTime('2025-11-21T01:05:00Z')).toBe('20/11/2025 22:05')
    expect(formatDayMonth('2025-11-21T12:00:00Z')).toBe('21/11')
    expect(formatDayMonth('2025-03-01T02:00:00Z')).toBe('28/02')
  })

  it('formats a price drop as a pt-BR share, one decimal at most', () => {
    expect(formatPercent(12)).toBe('12 %')
    expect(formatPercent(7.54)).toBe('7,5 %')
    expect(formatPercent(33.333)).toBe('33,3 %')
  })

  it('gives the same dates as Intl in America/Bahia, hour by hour around midnight, since 2013', () => {
    const intl = new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Bahia',
    })
    const long = new Intl.DateTimeFormat('pt-BR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'America/Bahia',
    })
    for (let t = Date.UTC(2013, 0, 1, 1); t < Date.UTC(2031, 0, 1); t += 7 * 86_400_000 + 3_600_000) {
      const d = new Date(t)
      expect(formatDate(d)).toBe(intl.format(d))
      expect(formatLongDate(d)).toBe(long.format(d))
    }
  })

  it('normalises phones for tel: and WhatsApp links', () => {
    expect(phoneDigits('74-99999-1234')).toBe('5574999991234')
    expect(phoneDigits('+55 74 99999-1234')).toBe('5574999991234')
  })
})
