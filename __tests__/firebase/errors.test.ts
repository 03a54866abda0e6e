import { isFirebaseError } from "../../src/firebase/errors"

const firebaseScripts = ["http://localhost/firebase-abc.js", "http://localhost/0e1f859b-def.js"]

const fetchFailure = (script: string, message = "Failed to fetch") => {
  const error = new TypeError(message)
  error.stack = `TypeError: ${message}\n    at x (${script}:2:100)\n    at async y (${script}:2:900)`
  return error
}

test("recognises FirebaseErrors by name or service code", () => {
  expect(isFirebaseError(Object.assign(new Error("x"), { name: "FirebaseError" }), [])).toBe(true)
  expect(isFirebaseError({ code: "installations/app-offline", message: "offline" }, [])).toBe(true)
  expect(isFirebaseError({ code: "appCheck/fetch-network-error" }, [])).toBe(true)
})

test("recognises Installations' raw fetch failure only when its stack runs through Firebase's scripts", () => {
  expect(isFirebaseError(fetchFailure("http://localhost/0e1f859b-def.js"), firebaseScripts)).toBe(true)
  expect(
    isFirebaseError(
      fetchFailure("http://localhost/firebase-abc.js", "NetworkError when attempting to fetch resource."),
      firebaseScripts,
    ),
  ).toBe(true)
  expect(isFirebaseError(fetchFailure("http://localhost/app-123.js"), firebaseScripts)).toBe(false)
})

test("leaves every other rejection alone", () => {
  expect(isFirebaseError(new Error("Failed to fetch"), firebaseScripts)).toBe(false)
  expect(isFirebaseError(new TypeError("x is not a function"), firebaseScripts)).toBe(false)
  expect(isFirebaseError({ code: "ECONNRESET" }, firebaseScripts)).toBe(false)
  expect(isFirebaseError("Failed to fetch", firebaseScripts)).toBe(false)
  expect(isFirebaseError(undefined, firebaseScripts)).toBe(false)
})
