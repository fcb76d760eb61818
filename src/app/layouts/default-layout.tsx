import { Outlet } from '@tanstack/react-router'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'

/** Public pages: header, routed page, footer. */
export function DefaultLayout() {
  return (
    <>
      <Header />
      <main id="conteudo" className="site-main">
        <Outlet />
      </main>
      <Footer />
    </>
  )
}
