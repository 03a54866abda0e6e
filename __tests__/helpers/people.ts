import { loadCollection, loadObject, withDateText } from "./content"
import { fakeImage } from "./images"

type Records = Pick<
  Queries.PeopleAndProofFragment,
  "peopleCopy" | "allAdvisorsJson" | "allPartnersJson" | "allCustomerStoriesJson"
> & { allTeamMembersJson: { nodes: Queries.PersonCardFragment[] } }

/** An image field as the fragments read it: processed by sharp (here the fake image) with its file's address. */
const image = { publicURL: "/static/test.png", childImageSharp: { gatsbyImageData: fakeImage } }

/**
 * What the pages read of About's people and proof (`...PeopleAndProof`, and About's team), from the fixture
 * content: its clearly fictional test records, or with `none`, the headings and no record, as data/ has them.
 */
export function peopleAndProofData({ none = false } = {}): Records {
  const page = loadObject<NonNullable<Records["peopleCopy"]>>("about-page.json")
  const nodes = <T>(name: string, fields: (record: Record<string, unknown>) => T): { nodes: T[] } => ({
    nodes: none ? [] : loadCollection<Record<string, unknown>>(name).map(fields),
  })
  const person = (record: Record<string, unknown>) => ({ ...record, photo: image }) as Queries.PersonCardFragment
  const withPermission = <T>(record: Record<string, unknown>) =>
    ({ ...withDateText(record as { permissionGiven: string }, "permissionGiven", "MMMM d, y"), logo: image }) as T
  return {
    peopleCopy: { people: page.people, proof: page.proof },
    allTeamMembersJson: nodes("team-members", person),
    allAdvisorsJson: nodes("advisors", person),
    allPartnersJson: nodes("partners", withPermission<Queries.PartnerCardFragment>),
    allCustomerStoriesJson: nodes("customer-stories", withPermission<Queries.StoryCardFragment>),
  }
}
