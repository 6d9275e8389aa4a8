import { useState } from "react";
import { Slider } from "~/ui/slider/slider";
import { TextSlider } from "~/ui/text-slider/text-slider";
import { CatalogueExample, CatalogueSection, EventLog } from "./catalogue-layout";
import { VEHICLE_IMAGE_SIZE, vehicleImages } from "./vehicle-images";

const slides = vehicleImages.map((image) => {
  const title = image.alt.replace("Drawing of a ", "").replace(/^\w/, (letter) => letter.toUpperCase());
  return {
    title,
    content: (
      <figure className="catalogue__slide">
        <img src={image.src} alt="" {...VEHICLE_IMAGE_SIZE} draggable={false} />
        <figcaption>{title}</figcaption>
      </figure>
    ),
  };
});

export function SlidersSection() {
  const [index, setIndex] = useState(0);
  return (
    <CatalogueSection
      id="sliders"
      title="Slider and text slider"
      intro="Drag with a mouse or a finger (a drag counts after 7px and snaps on release), or use previous, next and the slide picker."
    >
      <CatalogueExample title="One slide per page" wide>
        <div className="catalogue__narrow">
          <Slider label="Vehicle types" items={slides} onIndexChange={setIndex} />
        </div>
        <EventLog label="Current slide">{index + 1}</EventLog>
      </CatalogueExample>
      <CatalogueExample title="Two per page with a 60px peek" wide>
        <Slider label="Vehicle types, two at a time" items={slides} slidesPerPage={2} peekAmount={60} />
      </CatalogueExample>
      <CatalogueExample title="Responsive (one with a peek below 767px, two up to 1024px, three above)" wide>
        <Slider label="Vehicle types, responsive" items={slides} slidesPerPage={3} responsive />
      </CatalogueExample>
      <CatalogueExample title="Text slider" wide>
        <TextSlider
          label="Why finance with us"
          texts={[
            "Approval within one working day.",
            "Terms from 24 to 72 months.",
            "No early settlement penalties.",
            "Finance for new and used vehicles.",
          ]}
        />
      </CatalogueExample>
    </CatalogueSection>
  );
}
