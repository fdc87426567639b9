import { graphql } from '../../graphql/index.ts';

export const GET_PICKER_ITEMS = graphql(`
  query GetPickerItems($provider: String!, $filter: PickerFilter, $page: Int, $limit: Int) {
    pickerItems(provider: $provider, filter: $filter, page: $page, limit: $limit) { provider id entity }
  }
`);

export const GET_RECIPE_CATEGORIES = graphql(`
  query GetRecipeCategories {
    recipeCategories { id name }
  }
`);

export const GET_RECIPE_AUTHORS = graphql(`
  query GetRecipeAuthors {
    recipeAuthors { id fullName }
  }
`);

export const GET_PICKER_CONTENT_AUTHORS = graphql(`
  query GetPickerContentAuthors {
    authors(limit: 1000) { id fullName }
  }
`);
