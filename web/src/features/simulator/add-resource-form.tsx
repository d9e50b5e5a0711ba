import { Button, Form, InputNumber, Select, Switch } from 'antd';
import { CloudServerOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DEFAULT_SIZE,
  formatCost,
  hasReservation,
  hasSizes,
  monthlyCost,
  REGIONS,
  reservationDiscountOf,
  RESOURCE_TYPES,
  SIZE_FACTORS,
  type RegionId,
  type ResourceSize,
} from '../../domain/simulator';
import { priceHint, QUANTITY_HINTS, SIZE_LABELS, type ResourceDraft } from './use-resource-draft';

interface AddResourceFormProps {
  draft: ResourceDraft;
  addResource: () => void;
}

/** The form for the next resource: type, quantity, size, region, reservation, its monthly cost. */
export function AddResourceForm({ draft, addResource }: AddResourceFormProps) {
  const { resourceType, setResourceType, quantity, setQuantity, size, setSize, region, setRegion, reserved, setReserved } = draft;
  const { type, draftItem, draftReady, typeSelect } = draft;
  const quantityHint = type ? QUANTITY_HINTS[type.priceUnit] : undefined;
  return (
    <section className="sim-card" aria-labelledby="sim-add-title">
      <h2 id="sim-add-title" className="sim-card__title">
        <CloudServerOutlined aria-hidden /> Add a resource
      </h2>
      <Form layout="vertical" component={false}>
        <form
          className="sim-form"
          aria-labelledby="sim-add-title"
          onSubmit={(event) => {
            event.preventDefault();
            addResource();
          }}
        >
          <Form.Item label="Resource Type" htmlFor="sim-resource-type" extra={priceHint(resourceType)}>
            <Select
              id="sim-resource-type"
              ref={typeSelect}
              size="large"
              placeholder="Select a resource type"
              value={resourceType}
              onChange={(value: string) => {
                setResourceType(value);
                setSize(DEFAULT_SIZE);
                setReserved(false);
              }}
              options={RESOURCE_TYPES.map((option) => ({ value: option.id, label: option.name }))}
              virtual={false}
            />
          </Form.Item>
          <Form.Item label="Quantity" htmlFor="sim-quantity" extra={quantityHint?.label}>
            <InputNumber<number>
              id="sim-quantity"
              size="large"
              className="sim-form__number"
              min={1}
              precision={0}
              placeholder={quantityHint?.placeholder ?? 'Choose a resource type first'}
              value={quantity}
              onChange={(value) => setQuantity(value)}
              onPressEnter={addResource}
            />
          </Form.Item>
          {type && hasSizes(type) && (
            <Form.Item label="Size" htmlFor="sim-size">
              <Select
                id="sim-size"
                size="large"
                value={size}
                onChange={(value: ResourceSize) => setSize(value)}
                options={(type.sizeOptions ?? []).map((option) => ({
                  value: option,
                  label: `${SIZE_LABELS[option]} (${SIZE_FACTORS[option]}x)`,
                }))}
                virtual={false}
              />
            </Form.Item>
          )}
          <Form.Item label="Region" htmlFor="sim-region">
            <Select
              id="sim-region"
              size="large"
              value={region}
              onChange={(value: RegionId) => setRegion(value)}
              options={REGIONS.map((option) => ({ value: option.id, label: `${option.name} · ${option.id}` }))}
              virtual={false}
            />
          </Form.Item>
          {type && hasReservation(type) && (
            <Form.Item
              label="Reserved/Committed Usage"
              htmlFor="sim-reserved"
              extra={`A one- or three-year commitment saves ${Math.round(reservationDiscountOf(type) * 100)}% on this resource.`}
            >
              <Switch id="sim-reserved" checked={reserved} onChange={setReserved} />
            </Form.Item>
          )}
          <div className="sim-form__footer">
            <p className="sim-form__preview" aria-live="polite">
              {draftItem ? (
                <>
                  Monthly cost: <strong>{formatCost(monthlyCost(draftItem))}</strong>
                </>
              ) : (
                'Choose a type and a whole-number quantity to add a resource.'
              )}
            </p>
            <Button type="primary" size="large" htmlType="submit" icon={<PlusOutlined aria-hidden />} disabled={!draftReady}>
              Add Resource
            </Button>
          </div>
        </form>
      </Form>
    </section>
  );
}
