/**
 * The prop through which a server component gives the client component the demo's shadow
 * root as HTML (`<template shadowrootmode="open">…</template>`). Not a setting: never an
 * attribute. Its own module, so the server build takes it without the client component's
 * hooks, which React's server build does not have.
 */
export const SERVER_SHADOW_PROP = "statebookServerShadow"
