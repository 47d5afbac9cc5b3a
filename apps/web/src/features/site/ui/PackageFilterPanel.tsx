import { Button, Checkbox, Group, NativeSelect, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useEffect, useState } from "react";
import { emptyFilters, hasActiveFilters, type PackageFilters, pricingOptions } from "../package-filters";
import { useTaxonomy } from "../queries";
import { CountryFlag } from "./PackageCard";

interface PackageFilterPanelProps {
  filters: PackageFilters;
  onChange: (filters: PackageFilters) => void;
}

function CheckboxList({
  label,
  items,
  selected,
  onChange,
  loading,
}: {
  label: string;
  items: { slug: string; name: string; flag?: string }[];
  selected: string[];
  onChange: (slugs: string[]) => void;
  loading: boolean;
}) {
  return (
    <Checkbox.Group label={label} value={selected} onChange={onChange}>
      <Stack gap={8} mt={6}>
        {loading && (
          <Text size="sm" c="dimmed">
            Loading …
          </Text>
        )}
        {items.map((item) => (
          <Checkbox
            key={item.slug}
            value={item.slug}
            label={
              <Group gap={6} component="span" wrap="nowrap">
                {item.flag && <CountryFlag flag={item.flag} size={18} />}
                <span>{item.name}</span>
              </Group>
            }
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/**
 * The catalogue filters (duration, pricing, countries, types, categories, and a search box). Every
 * change applies at once and goes back to page 1.
 */
export function PackageFilterPanel({ filters, onChange }: PackageFilterPanelProps) {
  const countries = useTaxonomy("country");
  const types = useTaxonomy("type");
  const categories = useTaxonomy("category");
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);

  const set = (patch: Partial<PackageFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    set({ search: search.trim() });
  };

  return (
    <Stack gap="lg" component="section" aria-labelledby="filters-heading">
      <Group justify="space-between">
        <Text component="h2" fw={700} size="lg" id="filters-heading" m={0}>
          Filter packages
        </Text>
        {hasActiveFilters(filters) && (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(emptyFilters)}>
            Clear filters
          </Button>
        )}
      </Group>
      <search>
        <form onSubmit={submitSearch}>
          <TextInput
            label="Search packages"
            placeholder="e.g. care home, Wales"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            rightSection={
              <Button type="submit" variant="subtle" size="compact-sm" aria-label="Search packages" px={6}>
                <IconSearch size={18} aria-hidden="true" />
              </Button>
            }
            rightSectionWidth={42}
          />
        </form>
      </search>
      <Radio.Group
        label="Duration"
        value={filters.duration || "any"}
        onChange={(value) => set({ duration: value === "any" ? "" : (value as PackageFilters["duration"]) })}
      >
        <Stack gap={8} mt={6}>
          <Radio value="any" label="Any plan" />
          <Radio value="monthly" label="Monthly Access" />
          <Radio value="yearly" label="Annual Plan" />
        </Stack>
      </Radio.Group>
      <NativeSelect
        label="Pricing"
        value={filters.pricing}
        onChange={(event) => set({ pricing: event.currentTarget.value })}
        data={pricingOptions.map((option) => ({ value: option.value, label: option.label }))}
      />
      <CheckboxList
        label="Countries"
        loading={countries.isPending}
        items={(countries.data ?? []).map((c) => ({ slug: c.slug, name: c.name, flag: c.country_flag }))}
        selected={filters.countries}
        onChange={(slugs) => set({ countries: slugs })}
      />
      <CheckboxList
        label="Subscription types"
        loading={types.isPending}
        items={(types.data ?? []).map((t) => ({ slug: t.slug, name: t.name }))}
        selected={filters.types}
        onChange={(slugs) => set({ types: slugs })}
      />
      <CheckboxList
        label="Service types"
        loading={categories.isPending}
        items={(categories.data ?? []).map((c) => ({ slug: c.slug, name: c.name }))}
        selected={filters.categories}
        onChange={(slugs) => set({ categories: slugs })}
      />
    </Stack>
  );
}
