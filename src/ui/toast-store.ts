// Toast messages: a tiny store any module can push to, read by <Toaster>.
export const toastSeverities = ['info', 'success', 'warn', 'error', 'secondary', 'contrast'] as const
export type ToastSeverity = (typeof toastSeverities)[number]

export interface ToastMessage {
  id?: string | number
  severity?: ToastSeverity
  summary?: string
  detail?: string
  /** Milliseconds before it closes by itself. */
  life?: number
  closable?: boolean
  /** Which toast area shows it; none means the default (top-right) area. */
  group?: string
  /** A link under the text (an app path), e.g. to the plans when publishing needs one. */
  link?: ToastLink
}

export interface ToastLink {
  to: string
  label: string
}

export interface Toast extends Required<Omit<ToastMessage, 'group' | 'summary' | 'detail' | 'link'>> {
  summary?: string
  detail?: string
  group?: string
  link?: ToastLink
}

export const DEFAULT_TOAST_LIFE = 3000

type Listener = () => void
let toasts: readonly Toast[] = []
const listeners = new Set<Listener>()
let seq = 0

function emit(next: readonly Toast[]) {
  toasts = next
  listeners.forEach((l) => l())
}

export const toast = {
  add(message: ToastMessage): string | number {
    const id = message.id ?? `t${++seq}`
    const item: Toast = {
      severity: 'info',
      life: DEFAULT_TOAST_LIFE,
      closable: true,
      ...message,
      id,
    }
    emit([...toasts.filter((t) => t.id !== id), item])
    return id
  },
  remove(id: string | number) {
    emit(toasts.filter((t) => t.id !== id))
  },
  /** Removes every toast, or only those of one group. */
  clear(group?: string) {
    emit(group === undefined ? [] : toasts.filter((t) => t.group !== group))
  },
}

export const subscribeToasts = (listener: Listener) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
export const getToasts = () => toasts
