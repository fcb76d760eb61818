// Password strength with zxcvbn and its pt-BR dictionaries. They weigh hundreds of kilobytes, so they load
// only when someone types a new password, never with the home page.
export type Strength = 'weak' | 'medium' | 'strong'

type Scorer = (password: string, userInputs: string[]) => number
let scorer: Promise<Scorer> | null = null

export function loadScorer(): Promise<Scorer> {
  scorer ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-pt-br'),
  ]).then(([core, common, ptBr]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      translations: ptBr.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...ptBr.dictionary },
    })
    return (password, userInputs) => zxcvbn.check(password, userInputs).score
  })
  scorer.catch(() => (scorer = null))
  return scorer
}

/** zxcvbn's 0–4 score in three steps: 0–1 weak, 2 medium, 3–4 strong. */
export const strengthOf = (score: number): Strength =>
  score <= 1 ? 'weak' : score === 2 ? 'medium' : 'strong'
