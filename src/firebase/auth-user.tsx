import React, { createContext, useContext, useSyncExternalStore, type ReactNode } from "react"
import type { User } from "firebase/auth"

type Listener = () => void

let currentUser: User | null = null
const listeners = new Set<Listener>()

/** The signed-in user as Firebase Auth reports it; fed by the one onAuthStateChanged subscription. */
export const authUserStore = {
  get: (): User | null => currentUser,
  set(user: User | null) {
    currentUser = user
    for (const listener of listeners) listener()
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}

const serverSnapshot = () => null

const AuthUserContext = createContext<User | null>(null)

export interface AuthUserProviderProps {
  children: ReactNode
}

/** Wraps the whole site (gatsby-browser and gatsby-ssr) so SSR and hydration render the same tree. */
export function AuthUserProvider({ children }: AuthUserProviderProps) {
  const user = useSyncExternalStore(authUserStore.subscribe, authUserStore.get, serverSnapshot)
  return <AuthUserContext.Provider value={user}>{children}</AuthUserContext.Provider>
}

/** The signed-in Firebase user, or null (signed out, not yet known, or Firebase not running). */
export function useAuthUser(): User | null {
  return useContext(AuthUserContext)
}
