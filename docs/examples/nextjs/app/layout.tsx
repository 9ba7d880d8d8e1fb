import type { Metadata } from "next"
import Link from "next/link"
import "./globals.css"

export const metadata: Metadata = { title: "Statebook in Next.js" }

export default function RootLayout({ children }: LayoutProps<"/">) {
  return (
    <html lang="en">
      <body>
        <nav>
          <Link href="/">Accordion and switch</Link> · <Link href="/date-picker">Date picker</Link>
        </nav>
        <main>{children}</main>
      </body>
    </html>
  )
}
