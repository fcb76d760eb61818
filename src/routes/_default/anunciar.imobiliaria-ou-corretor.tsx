import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { UnderConstruction } from '../../app/shell/under-construction'

export const Route = createFileRoute('/_default/anunciar/imobiliaria-ou-corretor')({
  component: () => <UnderConstruction name={msg`Anunciar como imobiliária ou corretor`} />,
})
