// The yardstick of `npm run bench`: the smallest Remix app there is (one route with a loader,
// rendered by RemixServer through the same express adapter as server.js). Its throughput on the
// same machine in the same run is what our pages are compared with, since the machine's own speed
// (and whoever else is using it) changes from one run to the next.
import { createRequestHandler } from '@remix-run/express'
import { installGlobals, json } from '@remix-run/node'
import { Links, Meta, Outlet, RemixServer, Scripts, useLoaderData } from '@remix-run/react'
import express from 'express'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'

installGlobals({ nativeFetch: true })

function Root() {
  const { greeting } = useLoaderData()
  return h(
    'html',
    { lang: 'en' },
    h('head', null, h(Meta), h(Links)),
    h('body', null, h('h1', null, greeting), h(Outlet), h(Scripts)),
  )
}

const build = {
  mode: 'production',
  basename: undefined,
  publicPath: '/build/',
  assetsBuildDirectory: 'public/build',
  future: {},
  isSpaMode: false,
  entry: {
    module: {
      default(request, status, headers, context) {
        const html = renderToString(h(RemixServer, { context, url: request.url }))
        headers.set('Content-Type', 'text/html; charset=utf-8')
        return new Response(`<!DOCTYPE html>${html}`, { status, headers })
      },
    },
  },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: { default: Root, loader: () => json({ greeting: 'Hello' }) },
    },
  },
  assets: {
    version: 'minimal',
    url: '/build/manifest-minimal.js',
    entry: { module: '/build/entry.js', imports: [] },
    routes: {
      root: {
        id: 'root',
        path: '',
        module: '/build/root.js',
        hasLoader: true,
        hasAction: false,
        hasClientLoader: false,
        hasClientAction: false,
        hasErrorBoundary: false,
        imports: [],
      },
    },
  },
}

const app = express()
app.all('*', createRequestHandler({ build, mode: build.mode }))
const server = app.listen(Number(process.env.PORT ?? 0), () => {
  // The parent (scripts/bench.js) reads the port from this line.
  console.info(`listening ${server.address().port}`)
})
process.once('SIGTERM', () => server.close(() => process.exit(0)))
