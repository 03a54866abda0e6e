// Jest uses this in place of the SDK module in every test: the recorded fakes of helpers/firebase-sdk.
import { mockFirebase } from "../../__tests__/helpers/firebase-sdk"

module.exports = mockFirebase("firebase/performance")
