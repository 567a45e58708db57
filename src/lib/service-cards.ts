import type { ServiceType } from "./analytics";

/**
 * Service cards (home "What We Do", /services) are read from the service
 * pages' own `card` fields, so a service is described in exactly one file.
 */
export type ServiceCardData = Omit<Queries.RelatedServiceCard, "type"> & { type: ServiceType };

/** The fields of a ServicePage node the cards need (fragment ServiceCardSource in sections/ServiceCard.tsx). */
export type ServiceCardSource = Queries.ServiceCardSourceFragment;

export function toServiceType(value: string): ServiceType {
  if (value === "marketing" || value === "product") return value;
  throw new Error(`Unknown service type "${value}" (expected "marketing" or "product")`);
}

export function toServiceCard(node: ServiceCardSource): ServiceCardData {
  return {
    title: node.card.title,
    description: node.card.description,
    icon: node.card.icon,
    link: node.path,
    type: toServiceType(node.serviceType),
  };
}

/**
 * The cards named by `paths`, in that order. A path without a page yet is
 * skipped rather than rendered as a dead link.
 */
export function selectServiceCards(paths: readonly string[], nodes: readonly ServiceCardSource[]): ServiceCardData[] {
  const byPath = new Map(nodes.map((node) => [node.path, node]));
  return paths.flatMap((path) => {
    const node = byPath.get(path);
    return node ? [toServiceCard(node)] : [];
  });
}

/** Cards of one audience, in the order the nodes come (the query sorts by card.order). */
export function serviceCardsOfType(nodes: readonly ServiceCardSource[], type: ServiceType): ServiceCardData[] {
  return nodes.map(toServiceCard).filter((card) => card.type === type);
}
