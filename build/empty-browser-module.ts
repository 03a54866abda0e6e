// What webpack bundles in place of the Gatsby modules build/webpack.ts lists as unused: no exports, so
// Gatsby's plugin runner finds no browser API here.
export {}
