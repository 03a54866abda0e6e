import * as React from "react"

const gatsby = jest.requireActual("gatsby")

/** Gatsby's Link rendered as a plain anchor; page queries are passed straight in as `data`. */
module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({
        activeClassName: _activeClassName,
        activeStyle: _activeStyle,
        getProps: _getProps,
        innerRef,
        partiallyActive: _partiallyActive,
        ref: _ref,
        replace: _replace,
        to,
        ...rest
      }: Record<string, unknown>) =>
        React.createElement("a", {
          ...rest,
          href: to,
          ref: innerRef,
        }),
    ),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
