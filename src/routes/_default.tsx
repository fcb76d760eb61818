import { createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '../app/layouts/default-layout'

export const Route = createFileRoute('/_default')({
  component: DefaultLayout,
})
