// Gatsby's compile-time stage for the browser bundle. Import this first: the modules that read it
// choose what they load when they are first imported.
process.env.BUILD_STAGE = "build-javascript"
