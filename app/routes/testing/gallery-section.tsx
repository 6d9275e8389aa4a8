import { ThumbnailGallery } from "~/ui/gallery/thumbnail-gallery";
import { ImageViewer } from "~/ui/gallery/image-viewer";
import { CatalogueExample, CatalogueSection } from "./catalogue-layout";
import { VEHICLE_IMAGE_SIZE, vehicleImages } from "./vehicle-images";

export function GallerySection() {
  return (
    <CatalogueSection
      id="gallery"
      title="Thumbnail gallery and image viewer"
      intro="Next and previous stay within the list; a thumbnail jumps to its image. Four thumbnails show at a time; at 750px and below a counter takes their place."
    >
      <CatalogueExample title="Gallery of six images">
        <ThumbnailGallery label="Vehicles we finance" images={vehicleImages} {...VEHICLE_IMAGE_SIZE} />
      </CatalogueExample>
      <CatalogueExample title="Gallery with no images">
        <ThumbnailGallery label="Photos of your vehicle" images={[]} {...VEHICLE_IMAGE_SIZE} />
      </CatalogueExample>
      <CatalogueExample title="Image viewer">
        <ImageViewer image={vehicleImages[2]} {...VEHICLE_IMAGE_SIZE} />
      </CatalogueExample>
    </CatalogueSection>
  );
}
