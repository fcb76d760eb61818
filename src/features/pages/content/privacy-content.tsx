import './catalog'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageTitle } from '../../../ui/page-title'

/** Privacy policy under the LGPD (Lei nº 13.709/2018). */
export function PrivacyContent() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle title={t`Política de privacidade`} />
      <h1>
        <Trans>Política de privacidade</Trans>
      </h1>
      <p className="muted">
        <Trans>Última atualização: novembro de 2025.</Trans>
      </p>
      <p>
        <Trans>
          Esta política explica quais dados pessoais o Mercado Irecê coleta, por que coleta, com quem
          compartilha e como você exerce os seus direitos, conforme a Lei Geral de Proteção de Dados Pessoais
          (LGPD, Lei nº 13.709/2018) e o Marco Civil da Internet (Lei nº 12.965/2014).
        </Trans>
      </p>

      <h2>
        <Trans>1. Quem é o responsável pelos seus dados</Trans>
      </h2>
      <p>
        <Trans>
          O Mercado Irecê é o controlador dos dados tratados nesta plataforma. Dúvidas e pedidos sobre
          privacidade são atendidos pelo nosso encarregado de dados pelos canais da página de{' '}
          <Link to="/contato">Contato</Link>, com o assunto “Privacidade”.
        </Trans>
      </p>

      <h2>
        <Trans>2. Quais dados coletamos</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Cadastro:</strong> nome, e-mail, telefones, senha (guardada apenas de forma cifrada),
            perfil (proprietário, corretor ou imobiliária), CPF ou CNPJ e CRECI quando exigidos, foto e
            apresentação.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Anúncios:</strong> dados do imóvel ou veículo, endereço, fotos, vídeos e preço que você
            publica.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Contatos com anunciantes:</strong> nome, e-mail, telefone e mensagem que você envia pelo
            formulário de um anúncio, e o registro de cliques nos botões de telefone e WhatsApp.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Pagamentos:</strong> plano escolhido, situação da assinatura e os dados do cartão
            informados ao processador de pagamentos. Não guardamos o número completo do cartão nem o código de
            segurança; vemos apenas a bandeira, os 4 últimos dígitos e a validade.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Navegação:</strong> endereço IP, data e hora de acesso, páginas visitadas, tipo de
            aparelho e navegador. Com a sua permissão, também a sua localização, usada apenas para mostrar
            anúncios próximos.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>3. Para que usamos e com qual base legal</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Criar e manter a sua conta, publicar anúncios, processar assinaturas e entregar as mensagens
            enviadas aos anunciantes — execução de contrato (art. 7º, V, da LGPD).
          </Trans>
        </li>
        <li>
          <Trans>
            Prevenir fraudes, anúncios falsos e abusos, garantir a segurança da plataforma e melhorar o
            serviço — legítimo interesse (art. 7º, IX).
          </Trans>
        </li>
        <li>
          <Trans>
            Guardar registros de acesso pelo prazo legal e atender a ordens de autoridades — cumprimento de
            obrigação legal (art. 7º, II).
          </Trans>
        </li>
        <li>
          <Trans>
            Cookies de medição de audiência e de publicidade, notificações e uso da localização —
            consentimento (art. 7º, I), que você pode retirar a qualquer momento.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>4. Com quem compartilhamos</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Com o anunciante, quando você envia uma mensagem ou toca em “Ligar” ou “WhatsApp” em um anúncio:
            ele recebe os dados que você informou para poder responder.
          </Trans>
        </li>
        <li>
          <Trans>
            Com prestadores que operam o serviço em nosso nome — hospedagem, envio de e-mails, processamento
            de pagamentos e mapas —, que só podem usar os dados para esse fim.
          </Trans>
        </li>
        <li>
          <Trans>Com autoridades públicas, quando a lei ou uma ordem judicial exigir.</Trans>
        </li>
      </ul>
      <p>
        <Trans>Não vendemos os seus dados pessoais.</Trans>
      </p>

      <h2>
        <Trans>5. Cookies e armazenamento no aparelho</Trans>
      </h2>
      <p>
        <Trans>
          Usamos cookies essenciais para manter o site funcionando e lembrar as suas escolhas, como o aceite
          do aviso de cookies (cookie “lgpdAccepted”, válido por 365 dias). Ferramentas de medição e de
          publicidade só são carregadas depois que você clica em “Aceitar e continuar”.
        </Trans>
      </p>
      <p>
        <Trans>
          Para abrir rápido e funcionar sem internet, o site guarda no seu aparelho as páginas e anúncios que
          você já viu, por até 7 dias. Você pode apagar esses dados a qualquer momento nas configurações do
          navegador (“Limpar dados do site”).
        </Trans>
      </p>

      <h2>
        <Trans>6. Por quanto tempo guardamos</Trans>
      </h2>
      <p>
        <Trans>
          Mantemos os dados da conta enquanto ela estiver ativa. Depois do encerramento, apagamos ou
          anonimizamos os dados, exceto os que a lei manda guardar: registros de acesso por 6 meses (Marco
          Civil da Internet, art. 15) e dados fiscais e de pagamento pelo prazo da legislação tributária.
        </Trans>
      </p>

      <h2>
        <Trans>7. Segurança</Trans>
      </h2>
      <p>
        <Trans>
          Usamos conexão cifrada (HTTPS), senhas guardadas com algoritmo de hash forte, acesso restrito aos
          dados pela equipe e registros de auditoria. Nenhum sistema é totalmente imune a falhas; se houver um
          incidente que possa trazer risco a você, avisaremos você e a Autoridade Nacional de Proteção de
          Dados (ANPD).
        </Trans>
      </p>

      <h2>
        <Trans>8. Seus direitos</Trans>
      </h2>
      <p>
        <Trans>Pelo art. 18 da LGPD, você pode pedir a qualquer momento:</Trans>
      </p>
      <ul>
        <li>
          <Trans>confirmação de que tratamos os seus dados e acesso a eles;</Trans>
        </li>
        <li>
          <Trans>correção de dados incompletos, inexatos ou desatualizados;</Trans>
        </li>
        <li>
          <Trans>
            anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade;
          </Trans>
        </li>
        <li>
          <Trans>portabilidade dos dados a outro fornecedor;</Trans>
        </li>
        <li>
          <Trans>
            eliminação dos dados tratados com base no seu consentimento e revogação desse consentimento;
          </Trans>
        </li>
        <li>
          <Trans>informação sobre com quem compartilhamos os seus dados.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Responderemos em até 15 dias. Se não ficar satisfeito, você também pode reclamar à ANPD
          (gov.br/anpd).
        </Trans>
      </p>

      <h2>
        <Trans>9. Menores de idade</Trans>
      </h2>
      <p>
        <Trans>
          O cadastro, a publicação de anúncios e o envio de mensagens a anunciantes são permitidos apenas a
          maiores de 18 anos.
        </Trans>
      </p>

      <h2>
        <Trans>10. Mudanças nesta política</Trans>
      </h2>
      <p>
        <Trans>
          Podemos atualizar esta política para refletir mudanças no serviço ou na lei. A data no topo indica a
          versão em vigor; mudanças importantes serão avisadas no site ou por e-mail.
        </Trans>
      </p>
    </>
  )
}
