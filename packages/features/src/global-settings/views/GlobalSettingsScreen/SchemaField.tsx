import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button, NumberField, PasswordField, Select, SelectItem, Switch, TextField } from '@vigil/ui';
import { GLOBAL_SETTINGS_MESSAGES as M } from '../../globalSettings.messages';
import { IDENTITY_EXTRAS } from '../../identity';
import { emptyValueOf, fieldKind, humanise, humaniseItem, isNullable, LIST_ITEM_VALUE, type JsonSchema } from '../../schema/sectionSchema';
import type { ItemExtraProps } from '../../sectionExtras';
import { FieldGroup, Help, ListItem, ListItemHeader, MapList } from './GlobalSettingsScreen.styles';

/** A generated form has no static shape: its field paths come from the section's schema at run time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's path types need a record type; the schema decides the shape
export type SectionFormValues = Record<string, any>;

export interface SchemaFieldProps {
  /** The section key ('ldap'), for the identity extras of its lists. */
  section: string;
  /** The field's dotted path in the form (`domains.0.url`). */
  path: string;
  /** The field's own name (`url`), for its label. */
  name: string;
  schema: JsonSchema;
  isRequired: boolean;
  isDisabled: boolean;
}

/** The schema's description as help, with what an empty field means for nullable ones. */
const helpOf = (schema: JsonSchema, extra?: string) => [schema.description, extra].filter(Boolean).join(' ') || undefined;

/** One field of a section's form, chosen by its schema: switch, select, number, text, password, group or list. */
export function SchemaField(props: SchemaFieldProps) {
  const { schema, path, name, isRequired, isDisabled } = props;
  const { control } = useFormContext<SectionFormValues>();
  const label = schema.title ?? humanise(name);
  const nullable = isNullable(schema);
  const kind = fieldKind(schema);

  switch (kind) {
    case 'boolean':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field }) => (
            <Switch isSelected={field.value === true} onChange={field.onChange} onBlur={field.onBlur} isDisabled={isDisabled} description={schema.description}>
              {label}
            </Switch>
          )}
        />
      );
    case 'enum': {
      const choices = (schema.enum ?? []).map((choice) => ({ id: String(choice), name: String(choice) }));
      return (
        <Controller
          control={control}
          name={path}
          render={({ field, fieldState }) => (
            <Select<{ id: string; name: string }>
              label={label}
              description={schema.description}
              value={field.value === null || field.value === undefined ? null : String(field.value)}
              onChange={(key) => {
                field.onChange(key === null ? null : (schema.enum?.find((choice) => String(choice) === String(key)) ?? null));
              }}
              onBlur={field.onBlur}
              isDisabled={isDisabled}
              isRequired={isRequired && !nullable}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
              items={choices}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          )}
        />
      );
    }
    case 'integer':
    case 'number':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field, fieldState }) => (
            <NumberField
              label={label}
              description={helpOf(schema, nullable ? M.noneHint : undefined)}
              value={typeof field.value === 'number' ? field.value : Number.NaN}
              onChange={(next) => {
                field.onChange(Number.isNaN(next) ? (nullable ? null : undefined) : next);
              }}
              onBlur={field.onBlur}
              minValue={schema.minimum}
              maxValue={schema.maximum}
              step={kind === 'integer' ? 1 : undefined}
              formatOptions={{ useGrouping: false, ...(kind === 'integer' && { maximumFractionDigits: 0 }) }}
              isWheelDisabled
              isDisabled={isDisabled}
              isRequired={isRequired && !nullable}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      );
    case 'secret':
      return (
        <Controller
          control={control}
          name={path}
          render={({ field, fieldState }) => (
            <PasswordField
              label={label}
              description={helpOf(schema, M.secretHint)}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete="new-password"
              isDisabled={isDisabled}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      );
    case 'group':
      return <GroupField {...props} label={label} />;
    case 'stringList':
    case 'objectList':
      return <ListField {...props} label={label} />;
    case 'map':
      return <MapField {...props} label={label} />;
    default:
      return (
        <Controller
          control={control}
          name={path}
          render={({ field, fieldState }) => (
            <TextField
              label={label}
              description={helpOf(schema, nullable ? M.noneHint : undefined)}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(next) => {
                field.onChange(nullable && next === '' ? null : next);
              }}
              onBlur={field.onBlur}
              isMultiline={(schema.maxLength ?? 0) > 1000 || /pem|cert/i.test(name)}
              isDisabled={isDisabled}
              isRequired={isRequired && !nullable && (schema.minLength ?? 0) > 0}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
      );
  }
}

/** The fields of an object's properties, in the schema's order. */
export function ObjectFields({ section, path, schema, isDisabled }: Omit<SchemaFieldProps, 'name' | 'isRequired'>) {
  const required = new Set(schema.required ?? []);
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([name, property]) => (
        <SchemaField
          key={name}
          section={section}
          path={path ? `${path}.${name}` : name}
          name={name}
          schema={property}
          isRequired={required.has(name)}
          isDisabled={isDisabled}
        />
      ))}
    </>
  );
}

function GroupField({ label, ...props }: SchemaFieldProps & { label: string }) {
  return (
    <FieldGroup>
      <legend>{label}</legend>
      {props.schema.description && <Help>{props.schema.description}</Help>}
      <ObjectFields section={props.section} path={props.path} schema={props.schema} isDisabled={props.isDisabled} />
    </FieldGroup>
  );
}

/** The identity providers' editor beside a list item, when one is registered for the list (an item of strings is `{ value }`). */
function ItemExtra({ section, path, index }: { section: string; path: string; index: number }) {
  const { setValue } = useFormContext<SectionFormValues>();
  const Extra = IDENTITY_EXTRAS[`${section}.${path}`];
  const itemPath = `${path}.${String(index)}`;
  const item = useWatch<SectionFormValues>({ name: itemPath }) as unknown;
  if (!Extra) return null;
  const value = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const onPatch: ItemExtraProps['onPatch'] = (patch) => {
    for (const [field, next] of Object.entries(patch)) {
      setValue(`${itemPath}.${field}`, next, { shouldDirty: true, shouldValidate: true });
    }
  };
  return <Extra section={section} item={value} onPatch={onPatch} />;
}

function ListField({ section, path, name, schema, isDisabled, label }: SchemaFieldProps & { label: string }) {
  const { control } = useFormContext<SectionFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: path });
  const items = schema.items ?? {};
  const primitive = fieldKind(schema) === 'stringList';
  const itemLabel = humaniseItem(name);
  return (
    <FieldGroup>
      <legend>{label}</legend>
      {schema.description && <Help>{schema.description}</Help>}
      {fields.length === 0 && <Help>{M.emptyList}</Help>}
      {fields.map((item, index) => (
        <ListItem key={item.id} aria-label={M.itemTitle(itemLabel, index)} role="group">
          <ListItemHeader>
            <strong>{M.itemTitle(itemLabel, index)}</strong>
            {!isDisabled && (
              <Button
                variant="ghost"
                size="sm"
                onPress={() => {
                  remove(index);
                }}
              >
                {M.removeItem(itemLabel, index)}
              </Button>
            )}
          </ListItemHeader>
          {primitive ? (
            <SchemaField
              section={section}
              path={`${path}.${String(index)}.${LIST_ITEM_VALUE}`}
              name={M.itemTitle(itemLabel, index)}
              schema={items}
              isRequired
              isDisabled={isDisabled}
            />
          ) : (
            <ObjectFields section={section} path={`${path}.${String(index)}`} schema={items} isDisabled={isDisabled} />
          )}
          <ItemExtra section={section} path={path} index={index} />
        </ListItem>
      ))}
      {!isDisabled && (
        <div>
          <Button
            size="sm"
            onPress={() => {
              const empty = emptyValueOf(items);
              append(primitive ? { [LIST_ITEM_VALUE]: empty ?? '' } : (empty));
            }}
          >
            {M.addItem(itemLabel)}
          </Button>
        </div>
      )}
    </FieldGroup>
  );
}

/** A record of free keys (the getting-started milestones' completion times): shown, not edited. */
function MapField({ path, schema, label }: SchemaFieldProps & { label: string }) {
  const value = useWatch<SectionFormValues>({ name: path }) as unknown;
  const entries = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  return (
    <FieldGroup>
      <legend>{label}</legend>
      {schema.description && <Help>{schema.description}</Help>}
      {entries.length === 0 ? (
        <Help>{M.emptyMap}</Help>
      ) : (
        <MapList>
          {entries.map(([key, item]) => (
            <div key={key}>
              <dt>{humanise(key)}</dt>
              <dd>{String(item)}</dd>
            </div>
          ))}
        </MapList>
      )}
    </FieldGroup>
  );
}
