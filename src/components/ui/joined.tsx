import * as React from "react"

export interface JoinedProps {
  parts: readonly string[]
  /** the element between each two parts: <br /> for the lines of an address, <wbr /> for a long name's breaks */
  between: React.ReactElement
}

/** Text parts in order with an element between each two, none before the first. */
export function Joined({ parts, between }: JoinedProps) {
  return (
    <>
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 && between}
          {part}
        </React.Fragment>
      ))}
    </>
  )
}
