/**
 * @jest-environment node
 *
 * The content model's files (schema/content-model/): one per folder of data/, each holding that folder's type, no
 * type defined twice.
 */
import fs from "fs"
import path from "path"
import { Kind, parse } from "graphql"
import { CONTENT_FOLDERS, typeDefs } from "../../schema/content-model"
import { sharedTypeDefs } from "../../schema/content-model/shared"
import { recordType } from "../../schema/json-files"

const folders = Object.values(CONTENT_FOLDERS).flat()
const definedIn = (sdl: string) =>
  parse(sdl).definitions.flatMap((definition) =>
    definition.kind === Kind.OBJECT_TYPE_DEFINITION ? [definition.name.value] : [],
  )

it("has one file per folder, named after it and defining the folder's type", () => {
  const dir = path.resolve(__dirname, "../../schema/content-model")
  const files = fs.readdirSync(dir).filter((file) => !["index.ts", "shared.ts"].includes(file))
  expect(files.sort()).toEqual(folders.map(({ folder }) => `${folder}.ts`).sort())
  for (const { folder, typeDefs: own } of folders) expect(definedIn(own)).toContain(recordType(`${folder}/`))
})

it("defines each type once, in one file", () => {
  const names = [sharedTypeDefs, ...folders.map((folder) => folder.typeDefs)].flatMap(definedIn)
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
  expect(definedIn(typeDefs)).toHaveLength(names.length)
})
