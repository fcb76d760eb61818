// The pt-BR validation and error texts, verbatim (users and tests rely on them word for word). Shared by the web forms and the API.
export const msg = {
  required: 'Campo obrigatório',
  email: 'E-mail inválido',
  phone: 'Telefone inválido',
  message: 'Mensagem inválida',
  cep: 'CEP inválido',
  cnpj: 'CNPJ inválido',
  creci: 'CRECI inválido',
  positive: 'Valor deve ser maior que 0',
  url: 'URL inválida',
  profile: 'Perfil inválido',
  oneOf: 'Deve ser um dos seguintes',
  plate: 'Placa inválida',
  vehicleImages: 'É necessário adicionar pelo menos uma imagem',
  terms: 'Você precisa aceitar os termos de uso',
  consent: 'Confirme que você tem mais de 18 anos e aceita os termos',
} as const

export const errorMsg = {
  loginFailed: 'E-mail ou senha inválidos, tente novamente.',
  sendMessage: 'Erro ao enviar mensagem, tente novamente mais tarde.',
  sendReport: 'Erro ao enviar denúncia, tente novamente mais tarde.',
  businessLead: 'Falha ao enviar solicitação, tente novamente mais tarde.',
  dashboardLoad: 'Falha ao carregar a página, tente novamente mais tarde.',
  save: 'Falha ao salvar dados, verifique os campos e tente novamente.',
  aiDescription: 'Erro ao gerar descrição, tente novamente mais tarde.',
  generic: 'Algo deu errado, tente novamente mais tarde.',
  highlightLimit: 'Você atingiu o limite de imóveis em destaque.',
  accessDenied: 'Você não tem permissão para acessar esta página.',
  propertyNotFound: 'O imóvel que você está procurando não existe ou foi removido.',
  pageNotFound: 'Página não encontrada',
} as const
