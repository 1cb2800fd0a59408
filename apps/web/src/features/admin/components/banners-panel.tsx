import { Spinner } from '../../../components/spinner';
import { bannersApi } from '../api/home-content-lists';
import { BannerForm } from './banner-form';
import { LoadProblem } from './load-problem';
import { OrderedContentList } from './ordered-content-list';
import { Panel } from './panel';

const PLACES = { betterLife: 'Better-life banner', highlight: 'Highlight banner' } as const;

/** The home page's banners, in order; each says where it shows and whether it is hidden. */
export function BannersPanel() {
  const { data, error } = bannersApi.useList();
  const order = bannersApi.useOrder();
  const remove = bannersApi.useDelete();
  return (
    <Panel title="Banners">
      {error ? (
        <LoadProblem error={error} what="the banners" />
      ) : !data ? (
        <Spinner label="Loading the banners" />
      ) : (
        <OrderedContentList
          noun="banner"
          items={data}
          nameOf={(banner) => banner.title}
          imageOf={(banner) => banner.mobileImage}
          summaryOf={(banner) => (
            <>
              <p className="font-medium">{banner.title}</p>
              <p className="text-sm text-stone-700 dark:text-stone-300">
                {PLACES[banner.placement]}
                {banner.isActive ? '' : ' · hidden'}
              </p>
            </>
          )}
          renderForm={(banner, close) => <BannerForm banner={banner} close={close} />}
          saveOrder={(ids) => order.mutateAsync({ ids })}
          remove={(id) => remove.mutateAsync(id)}
        />
      )}
    </Panel>
  );
}
