import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatNumber } from '../../../lib/format';
import type { ArtifactTreeQuery } from '../../../gql/graphql';
import { TREE_PAGE_SIZE, useTreePage, type ViewTarget } from './useViewQuery';
import { ViewError } from './ViewError';

type JsonNode = NonNullable<NonNullable<ArtifactTreeQuery['viewArtifact']>['children']>[number];

const CONTAINERS = new Set(['object', 'array']);
const TYPES = new Set(['object', 'array', 'string', 'number', 'boolean', 'null']);

function nodeLabel(node: Pick<JsonNode, 'key' | 'index'>): string {
  return node.key ?? `[${node.index}]`;
}

function TypeBadge({ type }: { type: string }) {
  const { t } = useTranslation('artifacts');
  const known = TYPES.has(type) ? (type as 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null') : null;
  return <span className={`artifact-tree__type artifact-tree__type--${known ?? 'other'}`}>{known ? t(`viewer.type.${known}`) : type}</span>;
}

function SizeText({ type, size }: { type: string; size: number }) {
  const { t } = useTranslation('artifacts');
  if (size === 0) return <span className="artifact-tree__size">{t('viewer.empty')}</span>;
  const formatted = formatNumber(size);
  const text = type === 'object' ? (size === 1 ? t('viewer.keysOne') : t('viewer.keys', { formatted })) : size === 1 ? t('viewer.itemsOne') : t('viewer.items', { formatted });
  return <span className="artifact-tree__size">{text}</span>;
}

/** A scalar's value as text: strings quoted, the rest as written in the file. */
function ScalarValue({ node }: { node: JsonNode }) {
  const { t } = useTranslation('artifacts');
  const text = node.type === 'string' ? `"${node.value ?? ''}"` : (node.value ?? node.type);
  return (
    <>
      <span className={`artifact-tree__value artifact-tree__value--${node.type}`}>{text}</span>
      {node.truncated ? <span className="artifact-tree__truncated">{t('viewer.truncated')}</span> : null}
    </>
  );
}

/** One page of a node's children, as list items. */
function ChildPage({ target, pointer, page }: { target: ViewTarget; pointer: string; page: number }) {
  const { t } = useTranslation('artifacts');
  const result = useTreePage(target, pointer, page);
  if (result.error) {
    return (
      <li className="artifact-tree__item">
        <ViewError error={result.error} compact onRetry={() => void result.refetch().catch(() => undefined)} />
      </li>
    );
  }
  const children = result.data?.viewArtifact?.children;
  if (!children) {
    return (
      <li className="artifact-tree__item artifact-tree__loading" role="status">
        {t('viewer.loading')}
      </li>
    );
  }
  return (
    <>
      {children.map((child) => (child ? <TreeNode key={child.pointer} target={target} node={child} /> : null))}
    </>
  );
}

/** The children of a container, page by page ("Carregar mais"), with how many are on screen. */
function ChildList({ target, pointer, total, name, id }: { target: ViewTarget; pointer: string; total: number; name: string; id?: string }) {
  const { t } = useTranslation('artifacts');
  const [pages, setPages] = useState(1);
  const shown = Math.min(pages * TREE_PAGE_SIZE, total);
  return (
    <>
      <ul className="artifact-tree__children" id={id}>
        {Array.from({ length: pages }, (_, index) => (
          <ChildPage key={index + 1} target={target} pointer={pointer} page={index + 1} />
        ))}
      </ul>
      {total > TREE_PAGE_SIZE ? (
        <div className="artifact-tree__more">
          <span className="artifact-tree__shown" aria-live="polite">
            {t('viewer.shown', { shown: formatNumber(shown), total: formatNumber(total) })}
          </span>
          {shown < total ? (
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-angle-double-down"
              label={t('viewer.loadMore')}
              aria-label={t('viewer.loadMoreAria', { name })}
              onClick={() => setPages((n) => n + 1)}
              data-testid="artifact-tree-more"
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** A node: containers are buttons (aria-expanded) that fetch their children when opened; scalars show value and type. */
function TreeNode({ target, node }: { target: ViewTarget; node: JsonNode }) {
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const label = nodeLabel(node);
  const container = CONTAINERS.has(node.type);
  const size = node.size ?? 0;

  if (!container || size === 0) {
    return (
      <li className="artifact-tree__item" data-testid="artifact-tree-node" data-pointer={node.pointer} data-type={node.type}>
        <span className="artifact-tree__leaf">
          <span className="artifact-tree__key">{label}</span>
          <span aria-hidden="true">: </span>
          {container ? <SizeText type={node.type} size={0} /> : <ScalarValue node={node} />}
          <TypeBadge type={node.type} />
        </span>
      </li>
    );
  }

  return (
    <li className="artifact-tree__item" data-testid="artifact-tree-node" data-pointer={node.pointer} data-type={node.type}>
      <button
        type="button"
        className="artifact-tree__toggle"
        aria-expanded={open}
        aria-controls={open ? childrenId : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid="artifact-tree-toggle"
      >
        <i className={`pi ${open ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
        <span className="artifact-tree__key">{label}</span>
        <TypeBadge type={node.type} />
        <SizeText type={node.type} size={size} />
      </button>
      {open ? <ChildList target={target} pointer={node.pointer} total={size} name={label} id={childrenId} /> : null}
    </li>
  );
}

/** The JSON tree of an artifact: the root's first page, every other node fetched when it is opened. */
export function JsonTree({ target, name }: { target: ViewTarget; name: string }) {
  const { t } = useTranslation('artifacts');
  const root = useTreePage(target, '', 1);
  if (root.error) return <ViewError error={root.error} onRetry={() => void root.refetch().catch(() => undefined)} />;
  const view = root.data?.viewArtifact;
  const node = view?.node;
  if (!view || !node) {
    return (
      <p className="artifact-view__loading" role="status">
        {t('viewer.loading')}
      </p>
    );
  }
  const container = CONTAINERS.has(node.type);
  const total = view.totalChildren ?? node.size ?? 0;
  return (
    <div className="artifact-tree" role="group" aria-label={t('viewer.treeLabel', { name })} data-testid="artifact-tree">
      <p className="artifact-tree__root">
        <span className="artifact-tree__key">{t('viewer.root')}</span>
        <TypeBadge type={node.type} />
        {container ? <SizeText type={node.type} size={total} /> : <ScalarValue node={node} />}
      </p>
      {container && total > 0 ? <ChildList target={target} pointer="" total={total} name={t('viewer.root')} /> : null}
    </div>
  );
}
