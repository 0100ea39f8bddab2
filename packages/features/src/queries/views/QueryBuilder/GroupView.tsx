import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { isRuleGroup, isRuleGroupType, useRuleGroup, type RuleGroupProps, type RuleType } from 'react-querybuilder';
import { RowContext, useBuilderEnv, type RowInfo } from './builderContext';
import { useNodeStatus } from './nodeStatus';
import { CountBadge, Problems, sameNodeProps } from './NodeParts';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { EmptyText, GroupBody, GroupBox, GroupFooter, GroupHeader, Spacer } from './QueryBuilder.styles';

/** What the tree around a group tells it (react-querybuilder's `context` prop). */
export interface TreeContext {
  /** Shown in an empty group at the top of this tree. */
  emptyText?: string;
}

/** How many groups deep a group sits (inner filters count): nested groups alternate shades. */
const depthOf = (path: string) => (path === '' ? 0 : path.split('.').filter((segment) => segment.startsWith('g')).length);

const focusable = (element: Element | null | undefined): element is HTMLElement => element instanceof HTMLElement;

/**
 * A group: its and/or and not, its live count, its problems, its rows and groups (conditions
 * first), and buttons to add a condition or a group. A row added from here takes focus on its
 * field picker; when a removed row held focus, focus goes to this group's add button.
 */
function GroupViewBase(props: RuleGroupProps) {
  const rg = useRuleGroup(props);
  const { store } = useBuilderEnv();
  const status = useNodeStatus(store, rg.id);
  const { controls } = rg.schema;
  const problemsId = status.problems.length > 0 && rg.id ? `${rg.id}-problems` : undefined;
  const row = useMemo<RowInfo>(() => ({ label: status.label, problemsId }), [status.label, problemsId]);
  const isTop = rg.path.length === 0;
  // react-querybuilder hands the tree's `context` prop through as `any`.
  const treeContext: unknown = rg.context;
  const context = treeContext as TreeContext | undefined;
  const common = { path: rg.path, level: rg.path.length, disabled: rg.disabled, schema: rg.schema, context: treeContext, validation: rg.validationResult };

  const boxRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusAdded = useRef(false);
  const childIds = rg.ruleGroup.rules.map((node) => (typeof node === 'string' ? node : (node.id ?? ''))).join(' ');
  const previousIds = useRef(childIds);

  useEffect(() => {
    const idsOf = (ids: string) => ids.split(' ').filter((id) => id !== '');
    const before = new Set(idsOf(previousIds.current));
    const now = idsOf(childIds);
    previousIds.current = childIds;
    const added = now.find((id) => !before.has(id));
    if (added !== undefined && focusAdded.current) {
      focusAdded.current = false;
      const target = bodyRef.current?.querySelector(`[data-node-id="${added}"] [data-focus-target] button`);
      if (focusable(target)) target.focus();
      return;
    }
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (now.length < before.size && lost) {
      const target = boxRef.current?.querySelector(':scope > [data-group-footer] [data-add-rule]');
      if (focusable(target)) target.focus();
    }
  }, [childIds]);

  const { addRule, addGroup } = rg;
  const onAddRule = useCallback(() => {
    focusAdded.current = true;
    addRule();
  }, [addRule]);
  const onAddGroup = useCallback(() => {
    focusAdded.current = true;
    addGroup();
  }, [addGroup]);

  const RuleControl = controls.rule;
  const GroupControl = controls.ruleGroup;

  return (
    <RowContext.Provider value={row}>
      <GroupBox
        ref={boxRef}
        role="group"
        aria-label={status.label}
        data-node-id={rg.id}
        data-sunken={depthOf(status.path) % 2 === 1 || undefined}
        data-not={rg.ruleGroup.not || undefined}
        data-invalid={problemsId ? true : undefined}
      >
        <GroupHeader>
          <controls.combinatorSelector
            {...common}
            options={rg.schema.combinators}
            value={isRuleGroupType(rg.ruleGroup) ? rg.ruleGroup.combinator : undefined}
            handleOnChange={rg.onCombinatorChange}
            rules={rg.ruleGroup.rules}
            ruleGroup={rg.ruleGroup}
          />
          <controls.notToggle {...common} checked={!!rg.ruleGroup.not} handleOnChange={rg.onNotToggleChange} ruleGroup={rg.ruleGroup} />
          <Spacer />
          {/* The root's count is in the builder's header. */}
          {status.path !== '' && <CountBadge count={status.count} />}
          {!isTop && <controls.removeGroupAction {...common} handleOnClick={rg.removeGroup} ruleOrGroup={rg.ruleGroup} rules={rg.ruleGroup.rules} />}
        </GroupHeader>
        <Problems id={problemsId} messages={status.problems} />
        <GroupBody ref={bodyRef}>
          {rg.ruleGroup.rules.map((node, index) => {
            const path = rg.pathsMemo[index]?.path ?? [...rg.path, index];
            if (typeof node === 'string') return null;
            const disabled = rg.disabled || !!node.disabled;
            if (isRuleGroup(node)) {
              return (
                <GroupControl
                  key={node.id}
                  id={node.id}
                  schema={rg.schema}
                  actions={rg.actions}
                  path={path}
                  translations={rg.translations}
                  ruleGroup={node}
                  disabled={disabled}
                  parentDisabled={rg.parentDisabled || rg.disabled}
                  context={treeContext}
                />
              );
            }
            const rule: RuleType = node;
            return (
              <RuleControl
                key={rule.id}
                id={rule.id}
                rule={rule}
                schema={rg.schema}
                actions={rg.actions}
                path={path}
                disabled={disabled}
                parentDisabled={rg.parentDisabled || rg.disabled}
                translations={rg.translations}
                context={treeContext}
              />
            );
          })}
          {rg.ruleGroup.rules.length === 0 && isTop && context?.emptyText && <EmptyText>{context.emptyText}</EmptyText>}
        </GroupBody>
        {!rg.disabled && (
          <GroupFooter data-group-footer>
            <controls.addRuleAction {...common} handleOnClick={onAddRule} ruleOrGroup={rg.ruleGroup} rules={rg.ruleGroup.rules} label={M.addCondition} />
            <controls.addGroupAction {...common} handleOnClick={onAddGroup} ruleOrGroup={rg.ruleGroup} rules={rg.ruleGroup.rules} label={M.addGroup} />
          </GroupFooter>
        )}
      </GroupBox>
    </RowContext.Provider>
  );
}

/** react-querybuilder's `ruleGroup` control: drawn again only when its own props change. */
export const GroupView = memo(GroupViewBase, sameNodeProps);
