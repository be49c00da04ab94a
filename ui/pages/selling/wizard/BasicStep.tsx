import { LISTING_LIMITS, PHONE_FORMAT_HINT, type ListingWizard } from '../../../../core';
import { useObservableState } from '../../../hooks/useObservableState';
import { useText } from '../../../i18n';
import { FormField } from '../../account/FormField';
import { ChoiceField } from './ChoiceField';
import account from '../../account/AccountForm.module.css';
import styles from './Wizard.module.css';
import { DetailFields } from './DetailFields';

/** Step 1 (docs/product/selling.md basic data): category → subcategory, title, brand/model, region → town, price, seller, phones. */
export function BasicStep({ wizard }: { wizard: ListingWizard }) {
  const t = useText();
  const { values, problems, choices } = useObservableState(wizard);
  const update = wizard.update.bind(wizard);
  return (
    <form className={account.form} noValidate onSubmit={(event) => (event.preventDefault(), void wizard.next())}>
      <div className={account.row}>
        <ChoiceField label={t('wizard.category')} value={values.categoryId} options={choices.categories} onChoose={(categoryId) => update({ categoryId })} problem={problems.categoryId} />
        <ChoiceField
          label={t('wizard.subcategory')}
          value={values.subcategoryId}
          options={choices.subcategories}
          onChoose={(subcategoryId) => update({ subcategoryId })}
          problem={problems.subcategoryId}
          disabled={choices.subcategories.length === 0}
        />
      </div>
      <FormField label={t('wizard.title')} value={values.title} onValue={(title) => update({ title })} problem={problems.title} maxLength={LISTING_LIMITS.titleMax} required />
      {choices.brand && (
        <div className={account.row}>
          <FormField label={t('wizard.brand')} value={values.brand} onValue={(brand) => update({ brand })} problem={problems.brand} maxLength={LISTING_LIMITS.brandMax} />
          <FormField label={t('wizard.model')} value={values.model} onValue={(model) => update({ model })} problem={problems.model} maxLength={LISTING_LIMITS.brandMax} />
        </div>
      )}
      <DetailFields family={choices.family} details={values.details} problems={problems} onChange={(details) => update({ details })} />
      <div className={account.row}>
        <ChoiceField label={t('wizard.region')} value={values.regionId} options={choices.regions} onChoose={(regionId) => update({ regionId })} problem={problems.regionId} />
        <ChoiceField label={t('wizard.city')} value={values.cityId} options={choices.cities} onChoose={(cityId) => update({ cityId })} problem={problems.cityId} disabled={choices.cities.length === 0} />
      </div>
      <fieldset className={styles.group}>
        <legend>{t('wizard.priceType')}</legend>
        <div className={styles.radios}>
          <label>
            <input type="radio" name="price-type" checked={values.priceType === 'fixed'} onChange={() => update({ priceType: 'fixed' })} /> {t('wizard.priceFixed')}
          </label>
          <label>
            <input type="radio" name="price-type" checked={values.priceType === 'agreement'} onChange={() => update({ priceType: 'agreement' })} /> {t('price.byAgreement')}
          </label>
        </div>
        {values.priceType === 'fixed' && (
          <div className={styles.priceRow}>
            <FormField label={t('wizard.price')} value={values.price} onValue={(price) => update({ price })} problem={problems.price} inputMode="decimal" autoComplete="off" />
            <div className={account.field}>
              <label htmlFor="wizard-currency">{t('wizard.currency')}</label>
              <select id="wizard-currency" value={values.currency} onChange={(event) => update({ currency: event.target.value === 'MKD' ? 'MKD' : 'EUR' })}>
                <option value="EUR">{t('wizard.currencyEur')}</option>
                <option value="MKD">{t('wizard.currencyMkd')}</option>
              </select>
            </div>
          </div>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>{t('wizard.userType')}</legend>
        <div className={styles.radios}>
          <label>
            <input type="radio" name="user-type" checked={values.userType === 'private'} onChange={() => update({ userType: 'private' })} /> {t('wizard.userPrivate')}
          </label>
          <label>
            <input type="radio" name="user-type" checked={values.userType === 'company'} onChange={() => update({ userType: 'company' })} /> {t('wizard.userCompany')}
          </label>
        </div>
        {values.userType === 'company' && (
          <FormField label={t('wizard.companyName')} value={values.companyName} onValue={(companyName) => update({ companyName })} problem={problems.companyName} maxLength={LISTING_LIMITS.companyNameMax} />
        )}
      </fieldset>
      <FormField label={t('wizard.contactPhone')} value={values.contactPhone} onValue={(contactPhone) => update({ contactPhone })} problem={problems.contactPhone} type="tel" autoComplete="tel" hint={PHONE_FORMAT_HINT} />
      <div className={account.row}>
        <FormField label={t('wizard.viberPhone')} value={values.viberPhone} onValue={(viberPhone) => update({ viberPhone })} problem={problems.viberPhone} type="tel" />
        <FormField label={t('wizard.whatsappPhone')} value={values.whatsappPhone} onValue={(whatsappPhone) => update({ whatsappPhone })} problem={problems.whatsappPhone} type="tel" />
      </div>
      {/* Enter in a field moves on, like the Next button. */}
      <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
    </form>
  );
}
