import { Outlet } from '@tanstack/react-router'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import './layouts.css'

/** Institutional pages: header and footer around a narrow reading column. */
export function InternalLayout() {
  return (
    <>
      <Header />
      <main id="conteudo" className="site-main">
        <article className="container internal-page">
          <Outlet />
        </article>
      </main>
      <Footer />
    </>
  )
}
