/**
 * The two forms a lead comes from, as their pages define them (src/content/), and the page each is posted on:
 * what a lead's fields are called where people read them (the e-mail, `leads show`, the CSV export) is the
 * label the visitor saw, never the field's name in the code.
 */
import { applyForm } from '../../src/content/apply';
import { contactForm } from '../../src/content/contact';
import { applyPath, contactPath } from '../../src/content/paths';
import type { FormContent, FormField } from '../../src/content/types';
import type { LeadKind } from './store/types';

export const leadForms: Record<LeadKind, { title: string; form: FormContent; path: string }> = {
  contact: { title: 'Contact request', form: contactForm, path: contactPath },
  application: { title: 'Merchant application', form: applyForm, path: applyPath },
};

/** Which form a route's POST is, if any (`route`: the route table's path a request matched). */
export const formKind = (route: string): LeadKind | undefined => (Object.keys(leadForms) as LeadKind[]).find((kind) => leadForms[kind].path === route);

const fieldsOf = (kind: LeadKind): FormField[] => leadForms[kind].form.groups.flatMap((group) => group.fields);

/** A value as the form showed it: a choice by its label ('LLC', not 'llc'), anything typed as it was. */
const shown = (field: FormField | undefined, value: string) => field?.options?.find((option) => option.value === value)?.label ?? value;

/**
 * A lead's fields as [label, value], in its form's order, each choice by its label; a field the form no
 * longer has (a lead stored before it changed) under its own name, last.
 */
export function labelledFields(kind: LeadKind, fields: Record<string, string>): [string, string][] {
  const known = fieldsOf(kind).filter((field) => Object.hasOwn(fields, field.name));
  const names = new Set(known.map((field) => field.name));
  return [
    ...known.map((field): [string, string] => [field.label, shown(field, fields[field.name]!)]),
    ...Object.entries(fields).filter(([name]) => !names.has(name)),
  ];
}

/**
 * Each field's label over both forms, by name. Both forms name a field alike only when they ask the same
 * (email, phone: 'Email Address', 'Phone Number'); two names under one label keep their names beside it.
 */
export const fieldLabels: ReadonlyMap<string, string> = (() => {
  const all = (Object.keys(leadForms) as LeadKind[]).flatMap(fieldsOf);
  const namesOf = (label: string) => new Set(all.filter((field) => field.label === label).map((field) => field.name));
  return new Map(all.map((field) => [field.name, namesOf(field.label).size > 1 ? `${field.label} (${field.name})` : field.label]));
})();

/** A value of the field `name` of a lead of `kind`, as its form showed it. */
export const shownValue = (kind: LeadKind, name: string, value: string) => shown(fieldsOf(kind).find((field) => field.name === name), value);
