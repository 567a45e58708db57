/** Case studies: one JSON file each in `content/case-studies/`. */
export const caseStudyTypeDefs = /* GraphQL */ `
  type CaseStudyQuote {
    text: String!
    author: String!
    title: String!
  }

  type CaseStudyMetric {
    label: String!
    value: String!
    icon: String!
  }

  type CaseStudy implements Node @dontInfer {
    "URL id: /case-study/{slug} (named slug because Gatsby reserves id)"
    slug: String!
    order: Int!
    client: String!
    industry: String!
    logo: File @fileByRelativePath
    image: File @fileByRelativePath
    summary: String!
    description: String!
    challenge: String!
    approach: String!
    solution: String!
    quote: CaseStudyQuote
    metrics: [CaseStudyMetric!]
    timeline: String!
  }
`;
