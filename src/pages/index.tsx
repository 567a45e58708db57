import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/layout/Seo";
import { HomePage } from "../components/home/HomePage";
import { homePageProps } from "../components/home/home-page-props";
import { experimentHead } from "../components/experiments/ExperimentText";
import { HOME_EXPERIMENT_TEXTS, pageExperimentsFromNodes, withWinners } from "../lib/experiments";
import { requiredNode } from "../lib/required-node";

type HomePageProps = PageProps<Queries.HomePageQuery>;

/** The home page's content (content/home.json and site.json) as each section's props. */
export default function HomePageTemplate({ data }: HomePageProps) {
  const props = homePageProps(data);
  const { running, winners } = homeExperiments(data);
  return <HomePage {...props} hero={{ ...withWinners("hero", props.hero, winners), experiments: running }} />;
}

/** The experiments of the home page on the build's day (content/experiments). */
function homeExperiments(data: Queries.HomePageQuery) {
  return pageExperimentsFromNodes(data.allExperiment.nodes, requiredNode(data.siteBuildDate, "the build date").date, "/", HOME_EXPERIMENT_TEXTS);
}

export function Head({ location, data }: HeadProps<Queries.HomePageQuery>) {
  return (
    <>
      <Seo path={location.pathname} description={data.homeJson?.metaDescription} largestPaintIsText />
      {experimentHead(homeExperiments(data).running)}
    </>
  );
}

export const query = graphql`
  query HomePage {
    siteJson {
      tagline
      homeStats {
        value
        label
      }
    }
    homeJson {
      metaDescription
      hero {
        title
        intro
        buttonLabel
        buttonLink
        secondaryLabel
        secondaryLink
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 720, layout: CONSTRAINED)
          }
        }
      }
      clients {
        title
        listLabel
        logos {
          id
          name
          image {
            ...LogoFile
          }
        }
      }
      about {
        eyebrow
        title
        intro
        radioLabel
        dialScale
        tabs {
          id
          freq
          label
          position
          hidden
        }
        whoWeAre {
          title
          paragraphs
        }
        partners {
          title
          text
          listLabel
          logos {
            name
            logo {
              ...LogoFile
            }
          }
        }
        byTheNumbers {
          title
          text
        }
      }
      capabilities {
        title
        intro
        items {
          title
          description
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(width: 480, aspectRatio: 1.6, layout: CONSTRAINED)
            }
          }
        }
      }
      services {
        title
        intro
        servicePaths
        buttonLabel
        buttonLink
      }
      technologies {
        title
        intro
        productsLabel
        items {
          category
          subtitle
          logoSize
          imageAlt
          imageFit
          imageHeight
          products
          link
          theme
          logo {
            ...LogoFile
          }
          image {
            childImageSharp {
              gatsbyImageData(width: 480, layout: CONSTRAINED)
            }
          }
        }
      }
      caseStudies {
        title
        intro
        buttonLabel
        buttonLink
      }
      letsTalk {
        eyebrow
        title
        text
        points
      }
    }
    allServicePage {
      nodes {
        ...ServiceCardSource
      }
    }
    allCaseStudy(sort: { order: ASC }, limit: 3) {
      nodes {
        ...CaseStudyCardFields
      }
    }
    industriesJson {
      ...IndustryGroups
    }
    siteBuildDate {
      date
    }
    allExperiment {
      nodes {
        ...ExperimentFields
      }
    }
  }
`;
