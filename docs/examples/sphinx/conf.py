# Configuration file for the Sphinx documentation builder.
#
# For the full list of built-in configuration values, see the documentation:
# https://www.sphinx-doc.org/en/master/usage/configuration.html

# -- Project information -----------------------------------------------------
# https://www.sphinx-doc.org/en/master/usage/configuration.html#project-information

project = 'Statebook in Sphinx'
copyright = '2026, Statebook'
author = 'Statebook'

# -- General configuration ---------------------------------------------------
# https://www.sphinx-doc.org/en/master/usage/configuration.html#general-configuration

extensions = []

templates_path = ['_templates']
exclude_patterns = ['_build', 'Thumbs.db', '.DS_Store']

language = 'en'

# -- Options for HTML output -------------------------------------------------
# https://www.sphinx-doc.org/en/master/usage/configuration.html#options-for-html-output

html_theme = 'furo'
html_static_path = ['_static']

# Statebook's demos: the package's browser files are copied to _static/statebook/ first (see
# README.md). The entry is an ES module, so its tag needs type="module"; reserve.css holds
# each demo's place before it loads, so the text below does not jump.
html_js_files = [('statebook/elements.js', {'type': 'module'})]
html_css_files = ['statebook/reserve.css']
