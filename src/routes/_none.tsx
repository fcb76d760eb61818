import { createFileRoute } from '@tanstack/react-router'
import { NoneLayout } from '../app/layouts/none-layout'

export const Route = createFileRoute('/_none')({
  component: NoneLayout,
})
