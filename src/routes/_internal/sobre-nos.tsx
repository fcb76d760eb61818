import { createFileRoute } from '@tanstack/react-router'
import { AboutContent } from '../../features/pages/content/about-content'

export const Route = createFileRoute('/_internal/sobre-nos')({
  component: AboutContent,
})
