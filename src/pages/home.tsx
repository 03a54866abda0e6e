// /home shows the same page as /; its canonical URL is /.
export { default } from "./index"
