import './catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../ui/page-title'

/** Terms of use of the classifieds marketplace. */
export function TermsContent() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle title={t`Termos de uso`} />
      <h1>
        <Trans>Termos de uso</Trans>
      </h1>
      <p className="muted">
        <Trans>Última atualização: novembro de 2025.</Trans>
      </p>
      <p>
        <Trans>
          Ao usar o Mercado Irecê, você concorda com estes termos. Leia com atenção; se não concordar, não use
          a plataforma.
        </Trans>
      </p>

      <h2>
        <Trans>1. O que é o Mercado Irecê</Trans>
      </h2>
      <p>
        <Trans>
          O Mercado Irecê é uma plataforma de anúncios classificados de imóveis e veículos da região de Irecê
          (BA). Nós oferecemos o espaço para anunciar e para encontrar anúncios. Não somos imobiliária,
          corretora nem revenda de veículos, não somos parte das negociações e não recebemos comissão sobre
          elas.
        </Trans>
      </p>

      <h2>
        <Trans>2. Cadastro</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Para se cadastrar é preciso ter 18 anos ou mais e informar dados verdadeiros e atualizados.
          </Trans>
        </li>
        <li>
          <Trans>
            Corretores e imobiliárias devem informar um CRECI válido; imobiliárias, também o CNPJ. O tipo de
            perfil (proprietário, corretor ou imobiliária) não pode ser trocado pelo próprio usuário: fale com
            o suporte.
          </Trans>
        </li>
        <li>
          <Trans>
            Você é responsável pela guarda da sua senha e por tudo o que for feito com a sua conta. Suspeitou
            de uso indevido? Troque a senha e avise o suporte.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>3. Regras para anúncios</Trans>
      </h2>
      <p>
        <Trans>O anunciante é o único responsável pelo conteúdo do anúncio. É proibido anunciar:</Trans>
      </p>
      <ul>
        <li>
          <Trans>
            imóvel ou veículo que não existe, que já foi vendido ou alugado, ou que você não pode negociar;
          </Trans>
        </li>
        <li>
          <Trans>preço, área, localização, quilometragem ou estado de conservação falsos ou enganosos;</Trans>
        </li>
        <li>
          <Trans>fotos e textos de terceiros sem autorização, ou fotos que não sejam do bem anunciado;</Trans>
        </li>
        <li>
          <Trans>
            o mesmo bem em vários anúncios repetidos, ou anúncios usados para divulgar outros serviços;
          </Trans>
        </li>
        <li>
          <Trans>conteúdo discriminatório, ofensivo, ilegal ou que viole direitos de outras pessoas.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Veículos devem informar a situação real: financiamento, multas, licenciamento e se vieram de leilão.
          Anúncios de veículos passam por revisão antes de serem publicados.
        </Trans>
      </p>

      <h2>
        <Trans>4. Planos, teste grátis e pagamentos</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Proprietários anunciam imóveis gratuitamente, dentro dos limites do plano gratuito.</Trans>
        </li>
        <li>
          <Trans>
            Os planos pagos são assinaturas cobradas no cartão de crédito, com renovação automática ao fim de
            cada período até que você cancele. O pagamento por PIX estará disponível em breve.
          </Trans>
        </li>
        <li>
          <Trans>
            Planos com teste grátis de 7 dias não são cobrados se você cancelar antes do último dia do teste.
          </Trans>
        </li>
        <li>
          <Trans>
            Você pode cancelar a assinatura a qualquer momento no painel; o plano continua ativo até o fim do
            período já pago. Os limites de anúncios, destaques e fotos dependem do plano contratado.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>5. Contato entre usuários e segurança nas negociações</Trans>
      </h2>
      <p>
        <Trans>
          Ao enviar uma mensagem a um anunciante, você declara ter mais de 18 anos, aceitar estes termos e
          concordar em compartilhar os seus dados de contato com ele. Para negociar com segurança:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            visite o imóvel ou veja o veículo pessoalmente antes de pagar qualquer valor, inclusive sinal;
          </Trans>
        </li>
        <li>
          <Trans>
            confira os documentos: matrícula atualizada do imóvel no cartório de registro, CRLV e situação do
            veículo no Detran;
          </Trans>
        </li>
        <li>
          <Trans>
            desconfie de preços muito abaixo do mercado e de pedidos de pagamento antecipado com pressa.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>6. Denúncias e moderação</Trans>
      </h2>
      <p>
        <Trans>
          Qualquer pessoa pode denunciar um anúncio. Podemos pausar, remover ou recusar anúncios e suspender
          contas que descumpram estes termos ou a lei, sem prejuízo das medidas legais cabíveis.
        </Trans>
      </p>

      <h2>
        <Trans>7. Propriedade intelectual</Trans>
      </h2>
      <p>
        <Trans>
          A marca, o site e o seu código pertencem ao Mercado Irecê. Ao publicar fotos e textos, você nos
          autoriza a exibi-los na plataforma e na divulgação dos seus anúncios, enquanto estiverem publicados.
        </Trans>
      </p>

      <h2>
        <Trans>8. Responsabilidades</Trans>
      </h2>
      <p>
        <Trans>
          Trabalhamos para manter o site no ar e os anúncios corretos, mas não garantimos a veracidade das
          informações publicadas pelos anunciantes nem o resultado das negociações. Nada nestes termos afasta
          os direitos que o Código de Defesa do Consumidor garante a você.
        </Trans>
      </p>

      <h2>
        <Trans>9. Privacidade</Trans>
      </h2>
      <p>
        <Trans>
          O tratamento dos seus dados pessoais segue a nossa{' '}
          <Link to="/politica-de-privacidade">Política de privacidade</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>10. Mudanças e foro</Trans>
      </h2>
      <p>
        <Trans>
          Podemos alterar estes termos; a versão em vigor é sempre a publicada nesta página. Estes termos
          seguem as leis brasileiras, e fica eleito o foro do domicílio do consumidor para resolver qualquer
          controvérsia.
        </Trans>
      </p>
    </>
  )
}
