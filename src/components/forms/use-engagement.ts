import { useEffect, useState, type RefObject } from "react";
import { engagedAlready, watchEngagement } from "../../lib/engagement";

/**
 * Whether the visitor has engaged with the element `ref` holds (src/lib/engagement.ts):
 * true from mount when that happened before this code ran (the page runtime
 * marked its island, or the focus is inside it), else from the first focus,
 * press, touch or key inside it. False on the server and until mount.
 */
export function useEngagement(ref: RefObject<Element>): boolean {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || engaged) return;
    if (engagedAlready(node)) {
      setEngaged(true);
      return;
    }
    return watchEngagement(node, () => setEngaged(true));
  }, [ref, engaged]);
  return engaged;
}
