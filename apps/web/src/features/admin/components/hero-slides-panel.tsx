import { Spinner } from '../../../components/spinner';
import { heroSlidesApi } from '../api/home-content-lists';
import { HeroSlideForm } from './hero-slide-form';
import { LoadProblem } from './load-problem';
import { OrderedContentList } from './ordered-content-list';
import { Panel } from './panel';

/** The slides at the top of the home page, in order; hidden ones are marked. */
export function HeroSlidesPanel() {
  const { data, error } = heroSlidesApi.useList();
  const order = heroSlidesApi.useOrder();
  const remove = heroSlidesApi.useDelete();
  return (
    <Panel title="Hero slides">
      {error ? (
        <LoadProblem error={error} what="the slides" />
      ) : !data ? (
        <Spinner label="Loading the slides" />
      ) : (
        <OrderedContentList
          noun="slide"
          items={data}
          nameOf={(slide) => slide.title}
          imageOf={(slide) => slide.image}
          summaryOf={(slide) => (
            <>
              <p className="font-medium">{slide.title}</p>
              <p className="text-sm text-stone-700 dark:text-stone-300">
                {slide.productName}
                {slide.isActive ? '' : ' · hidden'}
              </p>
            </>
          )}
          renderForm={(slide, close) => <HeroSlideForm slide={slide} close={close} />}
          saveOrder={(ids) => order.mutateAsync({ ids })}
          remove={(id) => remove.mutateAsync(id)}
        />
      )}
    </Panel>
  );
}
