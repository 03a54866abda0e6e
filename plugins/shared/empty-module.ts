// What webpack bundles in place of a Gatsby browser module that does nothing in this site's production
// build (no-partytown-browser): no exports, so Gatsby's plugin runner
// finds no browser API here.
export {}
