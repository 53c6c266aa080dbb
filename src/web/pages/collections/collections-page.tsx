import { Link } from "react-router";
import { buttonClass } from "../../components/ui/button.js";
import { EmptyState } from "../../components/ui/feedback.js";
import { CreateByNameForm } from "../../features/discovery/create-by-name-form.js";
import { DiscoveryLayout, Section } from "../../features/discovery/discovery-layout.js";
import { deviceStore, useCollections } from "../../lib/device-store.js";
import { toast } from "../../lib/toast.js";
import { CollectionCard } from "./collection-card.js";

/** /collections: playlists of public goals, kept on this device (public-and-discovery §2 Collections). */
export function CollectionsPage() {
  const collections = useCollections();
  return (
    <DiscoveryLayout
      path="/collections"
      description="Curate public goals into playlists on ProgressVault, kept on this device."
      title="Collections"
      intro="Curate public goals into playlists. Add goals from Explore or a goal's page. Collections are kept on this device only."
      actions={
        <Link to="/explore" className={buttonClass("secondary")}>
          Explore
        </Link>
      }
    >
      <Section title="New collection" id="new-collection-heading">
        <CreateByNameForm
          label="New collection name"
          placeholder="e.g. Marathon inspiration"
          onCreate={(name) => {
            const collection = deviceStore.createCollection(name);
            toast.success(`${collection.name} created`);
          }}
        />
      </Section>
      <section aria-labelledby="your-collections-heading">
        <h2 id="your-collections-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Your collections
        </h2>
        <div className="mt-4">
          {collections.length === 0 ? (
            <EmptyState title="No collections yet. Create one to curate public goals into a playlist." />
          ) : (
            <ul className="space-y-4">
              {collections.map((c) => (
                <CollectionCard key={c.id} collection={c} />
              ))}
            </ul>
          )}
        </div>
      </section>
    </DiscoveryLayout>
  );
}
