import { Footer } from './footer'
import { Header } from './header'
import { NotFound } from './not-found'

/** An unknown URL matches no layout: give the 404 the site's header and footer so the visitor can move on. */
export function RootNotFound() {
  return (
    <>
      <Header />
      <main id="conteudo" className="site-main">
        <NotFound />
      </main>
      <Footer />
    </>
  )
}
