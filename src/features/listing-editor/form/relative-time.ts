/** 'há poucos segundos', 'há 5 minutos', 'há 2 horas', 'há 3 dias' (pt-BR), for "Rascunho salvo há …". */
export function timeAgo(then: number, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - then) / 1000))
  if (seconds < 10) return 'há poucos segundos'
  const rtf = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' })
  if (seconds < 60) return rtf.format(-seconds, 'second')
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return rtf.format(-minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return rtf.format(-hours, 'hour')
  return rtf.format(-Math.floor(hours / 24), 'day')
}
