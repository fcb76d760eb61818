import './catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../ui/page-title'
import { towns } from '../../../domain/region'

export function AboutContent() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle title={t`Sobre nós`} />
      <h1>
        <Trans>Sobre nós</Trans>
      </h1>
      <p>
        <Trans>
          O Mercado Irecê é o classificado de imóveis e veículos feito para quem vive, trabalha e investe no
          Território de Irecê, no centro-norte da Bahia. Aqui você encontra casas, apartamentos, terrenos,
          chácaras e pontos comerciais para comprar ou alugar, e também carros, motos e caminhões à venda na
          região.
        </Trans>
      </p>
      <h2>
        <Trans>Por que um classificado regional</Trans>
      </h2>
      <p>
        <Trans>
          Os grandes portais nacionais mostram pouco do que acontece por aqui. Quem procura uma casa no centro
          de Irecê, um lote em Lapão ou uma caminhonete em Xique-Xique acaba dependendo de grupos de
          mensagens, placas no muro e indicações de conhecidos. Reunimos esses anúncios em um só lugar, com
          fotos, preço, localização e o contato direto do anunciante.
        </Trans>
      </p>
      <h2>
        <Trans>As cidades que atendemos</Trans>
      </h2>
      <ul>
        {towns.map((town) => (
          <li key={town.slug}>
            <Link to="/imoveis" search={{ city: town.slug }}>
              {town.name}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Trans>
          É uma região de gente trabalhadora, conhecida pela agricultura de sequeiro e irrigada — feijão,
          milho, mamona, cebola e hortaliças —, pelo comércio forte de Irecê e pela beira do Rio São Francisco
          em Xique-Xique. Muita família compra terreno para construir aos poucos, muito jovem aluga o primeiro
          imóvel perto da faculdade, e muito produtor precisa de um utilitário confiável. O Mercado Irecê foi
          pensado para essas pessoas.
        </Trans>
      </p>
      <h2>
        <Trans>Feito para o celular e para a internet do interior</Trans>
      </h2>
      <p>
        <Trans>
          O site é leve e abre rápido mesmo no 3G. As páginas que você já visitou ficam guardadas no aparelho
          e continuam abrindo quando o sinal cai, e as fotos são enviadas em tamanhos menores para gastar
          menos do seu pacote de dados.
        </Trans>
      </p>
      <h2>
        <Trans>Para quem anuncia</Trans>
      </h2>
      <p>
        <Trans>
          Proprietários anunciam imóveis de graça. Corretores e imobiliárias contam com planos para anunciar
          mais imóveis, destacar os principais e acompanhar os contatos recebidos, com 7 dias de teste grátis.
          Lojas e particulares também podem anunciar veículos.
        </Trans>
      </p>
      <p>
        <Trans>
          Não somos imobiliária nem revenda: a negociação acontece diretamente entre você e o anunciante. Por
          isso pedimos que todo anúncio traga informações verdadeiras e removemos os que desrespeitam os
          nossos <Link to="/termos-de-uso">Termos de uso</Link>.
        </Trans>
      </p>
    </>
  )
}
